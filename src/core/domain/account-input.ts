// The shape rules of a new account's name, password and phone: the server's CreateDownline and password
// change and the app's forms both ask these (one home for each rule).

/** A new login name: letters and digits (E113), 3 to 20 of them (E115). */
export function userNameFault(username: string): 'E113' | 'E115' | undefined {
  if (!/^[A-Za-z0-9]*$/.test(username)) return 'E113';
  if (username.length < 3 || username.length > 20) return 'E115';
  return undefined;
}

/** The first rule a new password breaks (E107 shape, E114 contains the user name), or undefined. */
export function passwordFault(password: string, username: string): 'E107' | 'E114' | undefined {
  if (password.length < 8 || password.length > 64 || !/^[A-Za-z0-9]+$/.test(password)) return 'E107';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'E107';
  if (password.toLowerCase().includes(username.toLowerCase())) return 'E114';
  return undefined;
}

/** A phone: optional '+', then 8 to 15 digits, after trimming; empty means none. */
export function phoneFault(phone: string): 'E301' | undefined {
  const compact = phone.trim();
  return compact === '' || /^\+?[0-9]{8,15}$/.test(compact) ? undefined : 'E301';
}
