#!/usr/bin/env bash
# Builds the button-box sketch for the Uno/Nano (ATmega328P, 16 MHz) with avr-gcc
# and Debian's Arduino core, straight (no arduino-mk, no IDE), into
#   ${BUILD_DIR:-firmware/build}/apophis-box.hex
# and prints flash and RAM use. The output is reproducible: relative source
# paths, a fixed random seed for LTO, no timestamps, so the committed .hex can be
# checked for staleness byte for byte.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/.." && pwd)"
core_root="${ARDUINO_CORE:-/usr/share/arduino/hardware/arduino/avr}"
build_dir="${BUILD_DIR:-$here/build}"
sketch=apophis-box

for tool in avr-gcc avr-g++ avr-gcc-ar avr-objcopy avr-size; do
  if ! command -v "$tool" >/dev/null; then
    echo "firmware build: $tool is missing; install gcc-avr and avr-libc (apt-get install gcc-avr avr-libc)" >&2
    exit 2
  fi
done
if [ ! -f "$core_root/cores/arduino/Arduino.h" ]; then
  echo "firmware build: no Arduino core at $core_root; install arduino-core-avr or set ARDUINO_CORE" >&2
  exit 2
fi

mkdir -p "$build_dir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Copies of the sources under short relative names, so no absolute path of this
# machine reaches the objects (debug info, __FILE__, LTO symbol names).
cp -r "$core_root/cores/arduino" "$work/core"
cp -r "$core_root/variants/standard" "$work/variant"
mkdir "$work/sketch"
cp "$here/$sketch"/*.h "$here/$sketch"/*.cpp "$work/sketch/"
# What the Arduino IDE does to an .ino: Arduino.h first, then the sketch as C++.
{
  echo '#include <Arduino.h>'
  echo "#line 1 \"$sketch.ino\""
  cat "$here/$sketch/$sketch.ino"
} >"$work/sketch/$sketch.ino.cpp"

mcu=(-mmcu=atmega328p -DF_CPU=16000000L -DARDUINO=10819 -DARDUINO_AVR_UNO -DARDUINO_ARCH_AVR)
# gcc-avr 5.4's float.h lacks DECIMAL_DIG, which the core's headers expect.
common=(-Os -g -ffunction-sections -fdata-sections -flto -MMD "-DDECIMAL_DIG=__DECIMAL_DIG__" -Icore -Ivariant)
cflags=(-std=gnu11 -fno-fat-lto-objects)
cxxflags=(-std=gnu++11 -fpermissive -fno-exceptions -fno-threadsafe-statics -Wno-error=narrowing)

cd "$work"
objects=()
compile() {
  local source="$1" object="obj/${1//\//_}.o"
  # Warnings for our code only: the Debian core's own are not ours to fix.
  local warnings=()
  case "$source" in sketch/*) warnings=(-Wall -Wextra) ;; esac
  mkdir -p obj
  case "$source" in
    *.c) avr-gcc -c "${common[@]}" "${warnings[@]}" "${cflags[@]}" "${mcu[@]}" -frandom-seed="$source" "$source" -o "$object" ;;
    *.S) avr-gcc -c -g -x assembler-with-cpp -flto "${mcu[@]}" -Icore -Ivariant "$source" -o "$object" ;;
    *) avr-g++ -c "${common[@]}" "${warnings[@]}" "${cxxflags[@]}" "${mcu[@]}" -frandom-seed="$source" "$source" -o "$object" ;;
  esac
  echo "$object"
}

core_objects=()
for source in $(cd "$work" && ls core/*.c core/*.cpp core/*.S | LC_ALL=C sort); do
  core_objects+=("$(compile "$source")")
done
rm -f core.a
avr-gcc-ar rcs core.a "${core_objects[@]}"

for source in $(ls sketch/*.cpp | LC_ALL=C sort); do
  objects+=("$(compile "$source")")
done

avr-gcc -Os -g -flto -fuse-linker-plugin -Wl,--gc-sections "${mcu[@]}" \
  -o "$sketch.elf" "${objects[@]}" core.a -L. -lm
avr-objcopy -O ihex -R .eeprom "$sketch.elf" "$sketch.hex"

cp "$sketch.hex" "$sketch.elf" "$build_dir/"

# Flash holds .text and .data's initial values; RAM holds .data and .bss (the stack comes on top).
read -r text data bss < <(avr-size -A "$sketch.elf" | awk '$1==".text"{t=$2} $1==".data"{d=$2} $1==".bss"{b=$2} END{print t+0, d+0, b+0}')
flash=$((text + data))
ram=$((data + bss))
# The budget: 60% of the ATmega328P's 32 KiB flash and 2 KiB RAM, so that a later
# feature still fits and the stack keeps at least 800 bytes.
flash_limit=$((32768 * 60 / 100))
ram_limit=$((2048 * 60 / 100))
echo "flash: $flash bytes of 32768 ($((flash * 100 / 32768))%), limit $flash_limit"
echo "ram: $ram bytes of 2048 ($((ram * 100 / 2048))%), limit $ram_limit"
echo "hex: ${build_dir#"$repo"/}/$sketch.hex"
if [ "$flash" -gt "$flash_limit" ] || [ "$ram" -gt "$ram_limit" ]; then
  echo "firmware build: over budget (60% of flash and RAM: $flash_limit and $ram_limit bytes)" >&2
  exit 1
fi
