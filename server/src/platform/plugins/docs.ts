import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI document generated from the shared zod schemas, with Swagger UI at /api/docs. */
export async function registerDocs(app: FastifyInstance, options: { orgNumber: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '学伴在线 API',
        version: '1.0.0',
        description: [
          '所有接口均为 POST，请求体为 application/x-www-form-urlencoded（也接受 JSON）。',
          '响应统一为 { status, message, appData }：1 成功，0 失败（message 为原因），2 未登录，4 登录已失效。',
          `匿名调用携带请求头 Authorization: Org ${options.orgNumber}；登录后携带 Authorization: Bearer <token>。`,
        ].join('\n\n'),
      },
      components: {
        securitySchemes: {
          organisation: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: `填写 Org ${options.orgNumber}`,
          },
          bearer: { type: 'http', scheme: 'bearer', description: '登录后获得的令牌' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Swagger UI's page carries inline scripts and styles: it answers with its own policy listing their hashes,
    // minus the upgrade to HTTPS, which would break it on a plain-HTTP development address.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
