// Runs the registered host tests; prints `ok NAME` or `FAIL NAME: why` per case.
#include <cstring>
#include <iostream>
#include <vector>

#include "check.h"

namespace {
struct TestCase {
  const char* name;
  void (*run)();
};
std::vector<TestCase>& registry() {
  static std::vector<TestCase> cases;
  return cases;
}
}  // namespace

void registerTest(const char* name, void (*run)()) { registry().push_back({name, run}); }

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "--list") == 0) {
    for (const TestCase& test : registry()) std::cout << test.name << "\n";
    return 0;
  }
  int failures = 0;
  int ran = 0;
  for (const TestCase& test : registry()) {
    bool wanted = argc == 1;
    for (int i = 1; i < argc; i++) wanted = wanted || std::strcmp(argv[i], test.name) == 0;
    if (!wanted) continue;
    ran++;
    try {
      test.run();
      std::cout << "ok " << test.name << "\n";
    } catch (const std::exception& error) {
      failures++;
      std::cout << "FAIL " << test.name << ": " << error.what() << "\n";
    }
  }
  if (ran == 0) {
    std::cout << "FAIL no test matched\n";
    return 1;
  }
  return failures == 0 ? 0 : 1;
}
