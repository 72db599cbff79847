/** Widths up to this are "mobile": the sidebar moves into the menu. Above it is desktop. */
export const MOBILE_BREAKPOINT_PX = 996;
