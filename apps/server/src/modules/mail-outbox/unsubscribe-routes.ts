import { en, LOCALE_TAGS, translate, type Language } from '@fieldops/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { unsubscribeContact } from './unsubscribe.js';
import { readUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token.js';

const M = en.subscriberMail;
const HTML = 'text/html; charset=utf-8';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page in the contact's language (English when the link names no contact), titled for what happened. */
const page = (language: Language, titleKey: 'unsubscribedTitle' | 'invalidLinkTitle', text: string) => {
  const title = translate(language, `subscriberMail.${titleKey}`) ?? M[titleKey];
  return (
    `<!doctype html><html lang="${LOCALE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} · ${escapeHtml(en.app.name)}</title></head>` +
    `<body style="font-family: Inter, Arial, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">` +
    `<h1 style="font-size: 1.4rem">${escapeHtml(en.app.name)}</h1><p>${escapeHtml(text)}</p></body></html>`
  );
};

/**
 * GET /contact/unsubscribe/{token}: the link in a subscriber e-mail, answered with a small page
 * without signing in; POST does the same for a mail client's one-click button (RFC 8058). A token
 * whose signature does not match answers 404 and changes nothing. Unsubscribing twice is fine.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail client's one-click POST sends the form `List-Unsubscribe=One-Click`; its body says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, null),
  );
  const answer = async (token: string) => {
    const found = readUnsubscribeToken(unsubscribeSecret(app.config), token);
    if (!found) return { status: 404, html: page('en', 'invalidLinkTitle', M.invalidLink) };
    const { subscription, language } = await unsubscribeContact(app.db, found.contactId, found.type);
    return {
      status: 200,
      html: page(language, 'unsubscribedTitle', translate(language, 'subscriberMail.unsubscribed', { subscription }) ?? subscription),
    };
  };
  const schema = {
    tags: ['crm'],
    description: 'One-click unsubscribe from a subscriber e-mail; answers an HTML page.',
    security: [],
    params: z.object({ token: z.string().max(200) }),
    produces: ['text/html'],
  };
  app.get(
    '/contact/unsubscribe/:token',
    { schema: { ...schema, summary: 'Unsubscribe page of a subscriber e-mail', operationId: 'showUnsubscribePage' } },
    async (request, reply) => {
      const { status, html } = await answer(request.params.token);
      return reply.status(status).type(HTML).send(html);
    },
  );
  // The mail client's button: it reads no page, so the answer is the API's own (204, or the one error shape).
  app.post(
    '/contact/unsubscribe/:token',
    {
      schema: {
        summary: 'Unsubscribe a contact (one-click)',
        operationId: 'unsubscribeContact',
        ...schema,
        produces: undefined,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = readUnsubscribeToken(unsubscribeSecret(app.config), request.params.token);
      if (!found) throw notFound(M.invalidLink);
      await unsubscribeContact(app.db, found.contactId, found.type);
      return reply.status(204).send(null);
    },
  );
};
