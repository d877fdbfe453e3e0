/** The root of every investors query key: a save invalidates the directory and the public pages by it. */
export const investorsKey = ["investors"] as const;
