# Dugout server with its web client. `docker compose up` runs it with Postgres and Redis.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@12.4.2
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
CMD ["node", "packages/server/dist/main.js"]
