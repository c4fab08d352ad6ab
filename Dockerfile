# syntax=docker/dockerfile:1
# The shop's image: the storefront-api and the gateway with the built storefront, on Node 24 LTS, run as
# the unprivileged `node` user. One image, two commands (compose.yaml chooses one per service):
#   node gateway/dist/main.js           GraphQL and the storefront on PORT (4000), the default
#   node storefront-api/dist/main.js    the REST API on STOREFRONT_API_PORT (4001)
# Every setting is an environment variable (README "Configuration"); the image holds no secret.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The pnpm of package.json's "packageManager", from the npm registry.
RUN npm install --global pnpm@10.34.9
WORKDIR /app
# pnpm's non-interactive mode: it may replace node_modules when `--prod` prunes it below.
ENV CI=true
# The packages from the lockfile alone first: a change of the sources does not download them again.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
RUN pnpm build
# What runs needs no compiler, bundler nor test tool: the production packages of the two services
# (and domain and telemetry, which they import) only, installed afresh (pruning in place leaves the
# others in pnpm's virtual store). Not the web's (its build is bundled), nor the tests'
# (autocannon...), nor the root's development ones (the repository's own Node, TypeScript,
# vitest): about 130 MB.
RUN rm -rf node_modules */node_modules \
  && pnpm install --offline --frozen-lockfile --prod --filter '@shop/storefront-api...' --filter '@shop/gateway...'

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
# Owned by root and read-only for the process: it writes nothing but its logs (stdout).
COPY --from=build /app /app
USER node
EXPOSE 4000 4001
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "gateway/dist/main.js"]
