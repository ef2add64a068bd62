import { Button, Card, Steps } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { BRAND_NAME } from '../common/brand';

/** Help for iOS Safari users whose connection or sign-in is blocked (reached from the floating SSL button). */
export function SafariLandingPage() {
  return (
    <div className="page narrow">
      <Card>
        <h1 style={{ marginTop: 0 }}>Using {BRAND_NAME} on Safari</h1>
        <p>
          Safari on iPhone and iPad is strict about secure connections and cookies. If the page does not load, you are asked to
          sign in again, or live updates do not arrive, these steps fix it.
        </p>
        <Steps
          orientation="vertical"
          current={-1}
          items={[
            { title: 'Open the secure address', content: 'Make sure the address bar shows a padlock and starts with https://.' },
            { title: 'Trust the certificate', content: 'If Safari warns about the certificate, tap Show Details, then visit this website, and confirm.' },
            { title: 'Allow cookies for this site', content: 'In Settings › Safari, turn off Block All Cookies so your session can be kept.' },
            { title: 'Reload and sign in', content: 'Return here, reload the page and sign in again.' },
          ]}
        />
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Link to="/login">
            <Button>Go to sign in</Button>
          </Link>
        </div>
      </Card>
    </div>
  );
}
