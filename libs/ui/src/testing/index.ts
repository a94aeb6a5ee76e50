// Test helpers for both apps' vitest suites (issue 22 item 3): the one fetch stub and its list route.
export { serverError, stubFetch, type FetchStub, type StubEntry, type StubReply, type StubRequest, type StubTable } from './fetchStub';
export { pagedList } from './pagedList';
