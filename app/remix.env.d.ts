/// <reference types="@remix-run/dev/dist/modules" />
/// <reference types="@remix-run/node" />
