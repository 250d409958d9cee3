/** Where the saved sign-in is kept in local storage (session.ts); vite.config.ts reads the token's key too. */
export const TOKEN_KEY = 'token';
export const NAME_KEY = 'name';
