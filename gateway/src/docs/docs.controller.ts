import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DocsService } from './docs.service';

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Cricket platform API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
  <script src="/api/docs/docs-init.js"></script>
</body>
</html>`;

export const DOCS_INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  requestInterceptor: (request) => { request.headers['X-Requested-With'] = 'XMLHttpRequest'; return request; },
});
`;

/** The merged OpenAPI document and the Swagger UI viewer (its static files are served beside, from swagger-ui-dist). */
@ApiExcludeController()
@Controller('api/docs')
export class DocsController {
  constructor(private readonly docs: DocsService) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-cache')
  page(): string {
    return DOCS_PAGE;
  }

  @Get('docs-init.js')
  @Header('content-type', 'application/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  init(): string {
    return DOCS_INIT_SCRIPT;
  }

  @Get('openapi.json')
  @Header('cache-control', 'no-cache')
  document() {
    return this.docs.merged();
  }
}
