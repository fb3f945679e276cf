// The async boundary: shared modules (React, the bus, ...) are negotiated by the federation runtime
// before anything that uses them runs.
import('./bootstrap');
