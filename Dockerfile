# Multi-stage build: the web app with Node, the binary with Go, then a small
# runtime image holding only the binary and the built web app.
FROM node:24-bookworm-slim AS webapp
WORKDIR /src/webapp
COPY webapp/package.json webapp/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY webapp/ ./
RUN npm run build

FROM golang:1.26-bookworm AS binary
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/cerebro ./cmd/cerebro
# The uploads folder exists in the image, owned by the user the app runs as,
# so a fresh named volume mounted there is writable (Docker copies it).
RUN mkdir -p /out/data/uploads

FROM gcr.io/distroless/static-debian12:nonroot
WORKDIR /app
COPY --from=binary /out/cerebro /app/cerebro
COPY --from=webapp /src/webapp/dist /app/webapp/dist
COPY --from=binary --chown=65532:65532 /out/data /data
ENV CEREBRO_WEBAPP_DIR=/app/webapp/dist \
    CEREBRO_UPLOAD_DIR=/data/uploads \
    CEREBRO_ADDR=:8080
EXPOSE 8080
USER nonroot
ENTRYPOINT ["/app/cerebro"]
CMD ["api"]
