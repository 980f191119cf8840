import type { NoticeChannel } from "@/lib/notices/channel";

/**
 * NOTICE_PROVIDER=log, the default: nothing leaves the server. The notice is marked sent and its text
 * stays on its row for the notices screen to show. Nothing goes to the process log either: the address
 * and the text are personal data.
 */
export const logChannel: NoticeChannel = {
  provider: "log",
  medium: "log",
  async send() {
    return { providerId: null };
  },
};
