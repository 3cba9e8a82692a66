import {
  ADMIN_ROLES,
  clubBodySchema,
  clubBrandingSchema,
  clubListSchema,
  clubMqttBrokerBodySchema,
  clubSchema,
  deletedSchema,
  IMAGE_TYPES,
  idParamsSchema,
  MAX_IMAGE_BYTES,
  MESSAGES,
  SUPER_ADMIN_ROLES,
  sponsorParamsSchema,
  successSchema,
} from '@bandeja/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { created, guard, route } from '../http/route.ts';
import { imageResponse, notModifiedResponse } from '../openapi/responses.ts';
import { SECURITY } from '../openapi/security.ts';
import { findClubLogo, findSponsorImage, type StoredImage } from './repository.ts';
import {
  addSponsorFor,
  createClubFor,
  deleteClubFor,
  getClubBranding,
  getClubFor,
  listClubsFor,
  readImage,
  removeSponsorFor,
  setLogoFor,
  setMqttBrokerFor,
  updateClubFor,
} from './service.ts';

/**
 * Answers an image with caching headers. Logo URLs carry a version (?v=) and sponsor images never
 * change under their id, so browsers and proxies may keep them a day and revalidate by ETag.
 */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: StoredImage, tag: string) {
  const etag = `"${tag}-${image.version.getTime()}"`;
  void reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag)
    .header('content-disposition', 'inline');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(image.contentType).send(Buffer.from(image.bytes));
}

/**
 * Clubs (docs/api.md "Admin routes"): a super admin creates, edits and deletes clubs and their images; a club admin
 * reads their own club. Branding and images are public (scoreboard and results pages).
 * Authentication runs before the body is read (onRequest).
 */
export function clubRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Encapsulated here: only the upload routes below accept multipart bodies. One image is taken;
    // one more file or field gets through the limits so readImage can refuse it with a clear 400.
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 1, parts: 3 },
    });
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);
    const superAdmin = guard(requireUser(app, ctx, SUPER_ADMIN_ROLES), SECURITY.session);
    const club = { 200: successSchema(clubSchema) };
    /** An image answer: its bytes, or 304 when the client's copy (ETag) is current. */
    const imageAnswer = (what: string) => ({
      200: imageResponse(what, IMAGE_TYPES),
      304: notModifiedResponse,
    });
    // Uploads are multipart/form-data with one file; the route reads it (no JSON body schema).
    const upload = ['multipart/form-data'];

    app.get(
      '/clubs',
      route(admin, 'Clubs the caller administers (a club admin: their own)', {}, clubListSchema),
      async (request) => ok({ clubs: await listClubsFor(ctx, currentUser(request)) }),
    );

    app.post(
      '/clubs',
      created(superAdmin, 'Create a club (super admins)', { body: clubBodySchema }, clubSchema),
      async (request, reply) => reply.status(201).send(ok(await createClubFor(ctx, request.body))),
    );

    app.get(
      '/clubs/:id',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: 'One club (its admins, super admins)',
          security: SECURITY.session,
          params: idParamsSchema,
          response: club,
        },
      },
      async (request) => ok(await getClubFor(ctx, currentUser(request), request.params.id)),
    );

    app.put(
      '/clubs/:id',
      {
        onRequest: superAdmin.onRequest,
        schema: {
          summary: 'Edit a club (super admins)',
          security: SECURITY.session,
          params: idParamsSchema,
          body: clubBodySchema,
          response: club,
        },
      },
      async (request) => ok(await updateClubFor(ctx, request.params.id, request.body)),
    );

    app.put(
      '/clubs/:id/mqtt-broker',
      {
        onRequest: admin.onRequest,
        schema: {
          summary:
            "Set or clear the club's own MQTT broker; its password is stored encrypted and never shown (the club's admins, super admins)",
          security: SECURITY.session,
          params: idParamsSchema,
          body: clubMqttBrokerBodySchema,
          response: club,
        },
      },
      async (request) =>
        ok(await setMqttBrokerFor(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/clubs/:id',
      route(
        superAdmin,
        'Delete a club without courts, with its club admins and past matches (super admins)',
        { params: idParamsSchema },
        deletedSchema,
      ),
      async (request) => {
        await deleteClubFor(ctx, request.params.id);
        return ok({ id: request.params.id });
      },
    );

    app.get(
      '/clubs/:id/branding',
      route(
        SECURITY.public,
        "A club's name, logo and sponsor logos (public: scoreboard, results page)",
        { params: idParamsSchema },
        clubBrandingSchema,
      ),
      async (request) => ok(await getClubBranding(ctx, request.params.id)),
    );

    // An image upload: one PNG, JPEG or WebP file up to 1 MB, to the club's logo or its sponsors.
    const uploads = [
      {
        path: '/clubs/:id/logo',
        summary: "Upload a club's logo: one PNG, JPEG or WebP file up to 1 MB (super admins)",
        save: setLogoFor,
      },
      {
        path: '/clubs/:id/sponsors',
        summary: 'Add a sponsor logo: one PNG, JPEG or WebP file up to 1 MB, at most 6 (super admins)',
        save: addSponsorFor,
      },
    ] as const;
    for (const { path, summary, save } of uploads) {
      app.post(
        path,
        {
          onRequest: superAdmin.onRequest,
          schema: {
            summary,
            security: SECURITY.session,
            consumes: upload,
            params: idParamsSchema,
            response: club,
          },
        },
        async (request) => {
          await getClubFor(ctx, currentUser(request), request.params.id);
          const image = await readImage(request.parts());
          return ok(await save(ctx, request.params.id, image));
        },
      );
    }

    app.delete(
      '/clubs/:id/logo',
      {
        onRequest: superAdmin.onRequest,
        schema: {
          summary: "Remove a club's logo (super admins)",
          security: SECURITY.session,
          params: idParamsSchema,
          response: club,
        },
      },
      async (request) => ok(await setLogoFor(ctx, request.params.id, null)),
    );

    app.get(
      '/clubs/:id/logo',
      {
        schema: {
          summary: "A club's logo (public)",
          security: SECURITY.public,
          params: idParamsSchema,
          response: imageAnswer("The logo's bytes"),
        },
      },
      async (request, reply) => {
        const image = await findClubLogo(ctx.db, request.params.id);
        if (!image) throw notFound(MESSAGES.logoNotFound);
        return sendImage(request, reply, image, `logo-${request.params.id}`);
      },
    );

    app.delete(
      '/clubs/:id/sponsors/:sponsorId',
      {
        onRequest: superAdmin.onRequest,
        schema: {
          summary: 'Remove a sponsor logo (super admins)',
          security: SECURITY.session,
          params: sponsorParamsSchema,
          response: club,
        },
      },
      async (request) => ok(await removeSponsorFor(ctx, request.params.id, request.params.sponsorId)),
    );

    app.get(
      '/clubs/:id/sponsors/:sponsorId/image',
      {
        schema: {
          summary: 'A sponsor logo (public)',
          security: SECURITY.public,
          params: sponsorParamsSchema,
          response: imageAnswer("The sponsor logo's bytes"),
        },
      },
      async (request, reply) => {
        const { id, sponsorId } = request.params;
        const image = await findSponsorImage(ctx.db, id, sponsorId);
        if (!image) throw notFound(MESSAGES.sponsorNotFound);
        return sendImage(request, reply, image, `sponsor-${sponsorId}`);
      },
    );
  };
}
