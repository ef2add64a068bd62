/** The responsive grid of ground cards. */
export const GROUND_GRID_CELL = { xs: 24, sm: 12, lg: 8 };
