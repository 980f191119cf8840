export function servedOverTls(env: { NEXTAUTH_URL?: string; PUBLIC_URL?: string }): boolean;
