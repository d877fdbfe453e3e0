/** The page's reload, in one place so tests can watch it (jsdom has no navigation). */
export const page = { reload: () => window.location.reload() };
