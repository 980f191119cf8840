// One dispatcher in its own process, on the database of DATABASE_URL, as an app instance runs it:
// passes until nothing is due, every send appended to a file first (the provider "accepting" it), then
// an optional pause before the outcome is recorded (the window a kill -9 can fall into).
import { appendFileSync, existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import type { NoticeChannel } from "../../lib/notices/channel.ts";

const [file, worker, pauseMs = "0", goFile = ""] = process.argv.slice(2);
const { dispatchDue } = await import("../../lib/notices/dispatcher.ts");
const channel: NoticeChannel = {
  provider: "log",
  medium: "log",
  async send(notice) {
    appendFileSync(file, `${notice.id} ${worker}\n`);
    if (Number(pauseMs) > 0) await sleep(Number(pauseMs));
    return { providerId: null };
  },
};
// Started together: each waits, loaded, for the test's go (a file appearing) so both are in the race.
if (goFile) {
  console.log("ready");
  while (!existsSync(goFile)) await sleep(10);
}
await dispatchDue({ worker, channel, batch: 25 });
process.exit(0);
