// The server's entry loads the decorators' metadata API first (graphql/schema.ts); a test that
// imports a service directly may reach a resolver's decorators before it, so every test file
// starts with it too.
import 'reflect-metadata';
