import { FloatButton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from '@cricket/shell-sdk/router';

/** Floating SSL help, shown only on iOS Safari (core §2). */
export function SafariHelpButton() {
  const navigate = useNavigate();
  return (
    <FloatButton
      icon={<SafetyCertificateOutlined />}
      tooltip="Connection help for Safari"
      style={{ insetInlineEnd: 20, bottom: 84 }}
      onClick={() => navigate('/safari-landing')}
    />
  );
}
