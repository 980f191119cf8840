import { Say } from "@/components/i18n/say";
import { Notice } from "@/components/ui/notice";
import type { FormMessage } from "@/components/ui/form-flow";

/** The form's message (from useForm): an error is announced as an alert, a success politely. */
export function FormStatus({ message, className }: { message: FormMessage | null; className?: string }) {
  return message ? (
    <Notice tone={message.tone} className={className}>
      <Say said={message.text} />
    </Notice>
  ) : null;
}
