// Imported first by the scripts (npm start, migrate, backup, restore, tracking:purge): the settings file
// `npm run setup:server` writes, /etc/school-attendance/env, or the one APP_ENV_FILE names
// (APP_ENV_FILE= empty: none). Variables already set in the environment win over the file.
import { existsSync } from "node:fs";

export const DEFAULT_ENV_FILE = "/etc/school-attendance/env";

const file = process.env.APP_ENV_FILE ?? DEFAULT_ENV_FILE;
export let envFileLoaded: string | null = null;
if (file && existsSync(file)) {
  try {
    process.loadEnvFile(file);
    envFileLoaded = file;
  } catch (error) {
    console.error(
      `\n✖ The settings file ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? error}). Run the app as the user that owns it, or set APP_ENV_FILE.\n`,
    );
    process.exit(1);
  }
} else if (process.env.APP_ENV_FILE) {
  console.error(
    `\n✖ APP_ENV_FILE names ${file}, which does not exist. Run \`sudo npm run setup:server\` or fix the path.\n`,
  );
  process.exit(1);
}
