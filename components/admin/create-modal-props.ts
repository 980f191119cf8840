/** What the admin's "Add …" modals are given: the title of the button that opened them, and what to do after. */
export interface CreateModalProps {
  title: string;
  onClose: () => void;
  /** Called with the confirmation to show once the record is saved. */
  onCreated: (message: string) => void;
}
