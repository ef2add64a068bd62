import { useParams } from '@cricket/shell-sdk/router';
import { SignedInPage } from '../../common/components/SignedInPage';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { CheckIn } from '../components/CheckIn';

/** /qr/{code} and /join/{code}: the link a session's QR code opens; it marks the signed-in person present once. */
export function CheckInPage() {
  const code = useParams().code ?? '';
  return (
    <SignedInPage title={ATTENDANCE_UI_TEXTS.checkInTitle} needsWorkspace={false} signInMessage={ATTENDANCE_UI_TEXTS.checkInSignIn}>
      <CheckIn code={code} />
    </SignedInPage>
  );
}
