# One image for api and worker (TypeScript run through SWC, see docs/decisions/0003-typescript-at-runtime-with-swc.md);
# a second target serves the built console with nginx.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/console/package.json apps/console/
COPY apps/console-e2e/package.json apps/console-e2e/
COPY libs libs
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx vite build -c apps/console/vite.config.ts

FROM node:20-bookworm-slim AS server
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
EXPOSE 3000
CMD ["node", "-r", "./tools/register.js", "apps/api/src/main.ts"]

FROM nginx:1.27-alpine AS console
COPY infra/nginx/console.conf /etc/nginx/conf.d/default.conf
COPY infra/nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/dist/console /usr/share/nginx/html
EXPOSE 80
