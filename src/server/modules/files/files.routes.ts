import { fileAnswer, redirectAnswer } from '../../../domain/api/contract';
import { apiPath } from '../../../domain/api/paths';
import { FILES_PATHS, fileDownloadQuerySchema, fileInfoSchema, fileUrlQuerySchema, signedFileUrlSchema } from '../../../domain/files/files-api';
import { forbidden, notFound } from '../../http-error';
import { requireActor } from '../../plugins/actor';
import { verifyDownload } from '../../storage/download-signature';
import { attachmentDisposition } from '../../storage/object-storage';
import type { ServerModule } from '../module';

const followed = redirectAnswer('follow=true: the signed URL is in the Location header.');

/**
 * docs/product/README.md#api Files: s3/info and s3 answer a short-lived signed URL for a stored file the caller may see
 * (or redirect to it with follow=true); the local-disk download route checks its signature and expiry.
 */
export const filesModule: ServerModule = async (app, { downloadSecret }) => {
  app.get(
    apiPath(FILES_PATHS.info),
    { schema: { querystring: fileUrlQuerySchema, response: { 200: fileInfoSchema, 302: followed } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = await app.files.readable(actor, request.query.url);
      if (!file) throw notFound('File');
      const info = await app.files.info(file);
      reply.header('cache-control', 'no-store');
      return request.query.follow ? reply.redirect(info.url, 302) : info;
    },
  );

  app.get(
    apiPath(FILES_PATHS.resolve),
    { schema: { querystring: fileUrlQuerySchema, response: { 200: signedFileUrlSchema, 302: followed } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = await app.files.readable(actor, request.query.url);
      if (!file) throw notFound('File');
      const signed = await app.files.signedUrl(file);
      reply.header('cache-control', 'no-store');
      return request.query.follow ? reply.redirect(signed.url, 302) : signed;
    },
  );

  // No session needed: the signature is the credential (links are handed out by the calls above).
  const download = {
    querystring: fileDownloadQuerySchema,
    response: { 200: fileAnswer('*/*', 'The file, sent with the content type and name the link was signed for.') },
  };
  app.get(apiPath(FILES_PATHS.download), { schema: download }, async (request, reply) => {
    const { signature, ...claims } = request.query;
    const check = verifyDownload(downloadSecret, claims, signature);
    if (check === 'expired') throw forbidden('This link has expired. Open the file again from the portal.');
    if (check === 'invalid') throw forbidden('This link is not valid.');
    const stream = await app.files.storage.get(claims.key);
    if (!stream) throw notFound('File');
    return (
      reply
        .header('content-type', claims.type)
        .header('content-disposition', attachmentDisposition(claims.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${Math.max(0, claims.expires - Math.floor(Date.now() / 1000))}`)
        // fileAnswer types the body as a string (OpenAPI's binary); Fastify streams the file as is.
        .send(stream)
    );
  });
};
