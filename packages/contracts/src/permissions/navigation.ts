/**
 * Account-menu visibility of core §6. The spec hides Revenue Summary and Subscription
 * Manager only for the upper-case 'PLAYER' while My Enrollments checks lower-case
 * 'player'; both readings are honoured so a player never sees the finance links.
 */
export interface AccountMenuVisibility {
  workspaceSettings: boolean;
  revenueSummary: boolean;
  subscriptionManager: boolean;
  myEnrollments: boolean;
  coachEnrollments: boolean;
}

export function accountMenuVisibility(role: string | null | undefined, workspaceRole: string | null | undefined): AccountMenuVisibility {
  const isPlayer = role === 'PLAYER' || role === 'player';
  return {
    workspaceSettings: workspaceRole === 'admin',
    revenueSummary: !isPlayer,
    subscriptionManager: !isPlayer,
    myEnrollments: isPlayer,
    coachEnrollments: role === 'coach',
  };
}

export const PERMISSION_DENIED_TOOLTIP = "You don't have permission to perform this action";
export const CREATE_TOURNAMENT_DENIED_TITLE = "You don't have permission to create tournaments in this workspace";
