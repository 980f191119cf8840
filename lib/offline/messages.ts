// What a save queued on the phone says; its own module so the queue panel can use it without
// importing the loader that lazily imports the panel.
export const QUEUED_MESSAGE = "Saved on this phone. It will be sent when you are back online.";
