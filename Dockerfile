FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
# pg_dump and pg_restore for `npm run backup` / `restore` on a PostgreSQL server (Debian 12: version
# 15). They must be of the server's major version or newer: with a newer server, install that
# version's postgresql-client from apt.postgresql.org instead.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/server/src/seed/course-images ./server/src/seed/course-images
COPY --from=build /app/server/src/seed/app-images ./server/src/seed/app-images
COPY --from=build /app/server/src/seed/study-files ./server/src/seed/study-files
COPY --from=build /app/server/src/common/common-passwords.txt /app/server/src/common/common-passwords.LICENSE.txt ./server/src/common/
# The translation catalogues: the server writes emails in the recipient's language with them.
COPY --from=build /app/client/src/locales ./client/src/locales
RUN mkdir -p /data && chown node /data
USER node
EXPOSE 4000
# The live heap stays near 60 MB; without a limit V8 lets garbage grow for gigabytes before collecting it
# (tests/bench/push.mjs: peak 310 MB unlimited, 182 MB with this limit, at the same speed).
# The flags and environment of scripts/server-node-flags.mjs for the PostgreSQL server, which the
# image runs on (no --liftoff-only and 2 MB semi-spaces, which are for the embedded database);
# --expose-gc lets an upload collect the young generation as it streams (files/young-collection.ts).
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=16", "--expose-gc", "dist/server/src/main.js"]
