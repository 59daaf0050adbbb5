/** Usernames: 3–30 characters of [a-zA-Z0-9_.-], unique case-insensitively (registration validates this). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,30}$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
