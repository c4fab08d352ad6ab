import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(text);
}

/** Placeholder home until the web app is served from here. */
const PLACEHOLDER_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Boutique des Outre-mer</title>
  </head>
  <body>
    <main>
      <h1>Boutique des Outre-mer</h1>
      <p>La boutique en ligne arrive bientôt.</p>
      <p>Développeurs : l'API GraphQL et son explorateur sont sur <a href="/graphql">/graphql</a>.</p>
    </main>
  </body>
</html>
`;

export function sendPlaceholder(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(PLACEHOLDER_HTML),
    'x-content-type-options': 'nosniff',
  });
  res.end(PLACEHOLDER_HTML);
}
