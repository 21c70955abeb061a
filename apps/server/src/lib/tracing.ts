import { register } from 'node:module';

/**
 * OpenTelemetry traces, started by server.ts only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (this
 * module and the SDK are imported then, so a server without tracing loads none of it). Spans: every
 * HTTP request (named by its route template, see plugins/metrics.ts) and every PostgreSQL query,
 * exported over OTLP/HTTP protobuf to `<endpoint>/v1/traces`; the standard `OTEL_*` variables apply
 * (`OTEL_SERVICE_NAME`, `OTEL_TRACES_SAMPLER`, `OTEL_BSP_SCHEDULE_DELAY`…). Metrics stay prom-client's
 * (/metrics): no OTLP metrics or logs. Returns the SDK's shutdown, which sends the spans still waiting.
 */
export async function startTracing(): Promise<() => Promise<void>> {
  // The app's modules are ES modules (drizzle imports `pg` as one): instrumentations see them
  // through import-in-the-middle's hook, registered before any of them loads.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/exporter-trace-otlp-proto'),
    ]);
  const probes = new Set(['/livez', '/healthz', '/readyz', '/metrics']);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'content-manager',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => probes.has((request.url ?? '').split('?')[0]!),
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
