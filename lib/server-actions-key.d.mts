/** See server-actions-key.mjs. */
export declare function serverActionsKeyFrom(secret: string): string;
