// What the browser keeps about the signed-in user (display only; roles are checked on the server).
const USER_KEY = "user";
const TOKEN_KEY = "token";

export interface StoredUser {
  _id: string;
  username: string;
  email: string;
  role: string;
}

export function storeSession(token: string, user: StoredUser) {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Private mode or storage full: the httpOnly cookie still carries the session.
  }
}

/** Spec §2: logout (and any 401) clears the stored user, token and session storage. */
export function clearClientSession() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    sessionStorage.clear();
  } catch {
    // Nothing stored.
  }
}
