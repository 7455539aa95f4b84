// A tiny test runner for the firmware's host tests: TEST(name) registers a case,
// CHECK/CHECK_EQ fail it with file, line and values. `host-tests --list` names the
// cases; `host-tests NAME…` runs those (all without arguments).
#pragma once
#include <sstream>
#include <stdexcept>
#include <string>

struct TestFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void registerTest(const char* name, void (*run)());

struct TestRegistrar {
  TestRegistrar(const char* name, void (*run)()) { registerTest(name, run); }
};

#define TEST(name)                                           \
  static void name();                                        \
  static TestRegistrar registrar_##name(#name, name);        \
  static void name()

#define CHECK(condition)                                                              \
  do {                                                                                \
    if (!(condition)) {                                                               \
      std::ostringstream message_;                                                    \
      message_ << __FILE__ << ":" << __LINE__ << ": " << #condition;                  \
      throw TestFailure(message_.str());                                              \
    }                                                                                 \
  } while (0)

#define CHECK_EQ(actual, expected)                                                    \
  do {                                                                                \
    const auto actual_ = (actual);                                                    \
    const auto expected_ = (expected);                                                \
    if (!(actual_ == expected_)) {                                                    \
      std::ostringstream message_;                                                    \
      message_ << __FILE__ << ":" << __LINE__ << ": " << #actual << " is " << +actual_ \
               << ", expected " << +expected_;                                        \
      throw TestFailure(message_.str());                                              \
    }                                                                                 \
  } while (0)
