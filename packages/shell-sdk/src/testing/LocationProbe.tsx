import { useLocation } from '@cricket/shell-sdk/router';

/** Shows the current path, so a test can assert where a screen navigated to. */
export function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
