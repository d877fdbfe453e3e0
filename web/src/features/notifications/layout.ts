/** Bell list height in pixels. */
export const NOTIFICATIONS_MAX_HEIGHT_PX = 300;
