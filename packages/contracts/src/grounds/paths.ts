// A module of its own, importing nothing: the grounds remote's route table builds the booking
// page's first reads from these paths, without the texts and messages beside them (issue 23).
/** The calls of booking §7 (paths are react-query keys too). The PATCH paths have no /api prefix. */
export const GROUND_API = {
  grounds: '/api/grounds',
  allGrounds: '/api/grounds?showAll=true',
  ownGrounds: '/api/grounds?showAll=false',
  ground: (id: number) => `/api/grounds/${id}`,
  bookings: '/api/ground-bookings',
  userBookings: '/api/ground-bookings/user',
  allWorkspacesBookings: '/api/ground-bookings/all-workspaces?allWorkspaces=true&forCalendar=true',
  manualBooking: '/api/ground-bookings/manual',
  bookingStatus: (id: number) => `/ground-bookings/${id}/status`,
  paymentStatus: (id: number) => `/ground-bookings/${id}/payment-status`,
  users: '/api/users',
} as const;
