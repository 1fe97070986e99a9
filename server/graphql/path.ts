// Where the GraphQL API is served; its own module so routing need not load the GraphQL stack.
export const GRAPHQL_PATH = '/graphql';
