import { z } from 'zod';

// zod 4 probes `new Function('')` for a faster object parser. Under the server's
// Content-Security-Policy (no 'unsafe-eval', server/http/securityHeaders.ts) that probe is a
// reported CSP violation, so the app parses without it. Imported first by src/main.tsx.
z.config({ jitless: true });
