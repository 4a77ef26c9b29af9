-- One row per analytics message (docs/analytics.md#the-store). The primary key makes the collector
-- idempotent: a batch sent twice (a beacon retried, a page restored) is stored once.
CREATE TABLE analytics_events (
  message_id uuid PRIMARY KEY,
  anonymous_id uuid NOT NULL,
  merchant text NOT NULL,
  step text NOT NULL,
  event text NOT NULL,
  properties jsonb NOT NULL,
  releases jsonb NOT NULL,
  platform_slice integer NOT NULL,
  locale text NOT NULL,
  client_ts timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The readout: one step's sessions by merchant and time, and each session's completion.
CREATE INDEX analytics_events_step ON analytics_events (merchant, step, event, client_ts);
CREATE INDEX analytics_events_session ON analytics_events (anonymous_id, event);
