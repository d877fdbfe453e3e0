export const notificationKeys = {
  list: ["notifications", "list"] as const,
};
