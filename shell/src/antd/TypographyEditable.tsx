import { lazy } from 'react';

// The text box antd's Typography draws while its `editable` text is being edited, loaded when it is
// first drawn: imported statically, every page with a title or a paragraph fetched antd's TextArea
// and the input library behind it before it could paint. The shell's build points Typography's
// import here (antd-imports.js).
export default lazy(() => import('antd/es/typography/Editable'));
