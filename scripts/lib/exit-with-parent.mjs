// Preloaded into the `next` child of `npm start`: when the launcher dies (even by SIGKILL, which it
// cannot forward), the child is re-parented and exits too instead of serving without a database.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(1);
}, 250).unref();
