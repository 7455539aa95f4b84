/*
 * The button box's firmware in simavr (a second simulator beside avr8js): an
 * ATmega328P at 16 MHz running an Intel HEX file, its USART0 bridged to a fresh
 * pseudo-terminal by simavr's uart_pty part, the five buttons on D2-D6 held high
 * (pressed on request), the ADC fed noise and a temperature, and the whole paced
 * to the wall clock.
 *
 *   box FIRMWARE.hex [--seed N] [--hold] [--fast] [--verbose]
 *
 * stdout: `PTY <path>` once the port is ready (other lines may come from simavr
 * itself), then the answers to commands. stdin, one command a line:
 *   run                                 with --hold: power on (the board waits till then,
 *                                       so that the boot HELLO finds the port open)
 *   press <BUTTON> | release <BUTTON>   (START ROLL SCRAP SHUFFLE OK)
 *   hold <BUTTON> <ms>                  presses it now and lets go <ms> of simulated time
 *                                       later -> `released <BUTTON> at <simulated ms>`
 *   wait <ms>                           -> `WAITED at <simulated ms>` once <ms> of simulated
 *                                       time has passed (one wait at a time)
 *   stats                               -> `STATS ms=<simulated> cycles=<n> slept=<n>`
 *   quit                                (so does the end of stdin)
 * --fast runs unpaced, as fast as simavr can; --verbose turns simavr's trace log on.
 * `hold` and `wait` count the chip's own time, so a press lasts what it says on a machine
 * too loaded for the board to keep up with the wall clock.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <simavr/avr_adc.h>
#include <simavr/avr_ioport.h>
#include <simavr/avr_uart.h>
#include <simavr/sim_avr.h>
#include <simavr/sim_cycle_timers.h>
#include <simavr/sim_hex.h>
#include <simavr/sim_io.h>
#include <simavr/sim_irq.h>
#include <simavr/parts/uart_pty.h>

#define CLOCK_HZ 16000000u
/* How often (simulated) the loop looks at the wall clock and at stdin: 1 ms. */
#define CHECK_CYCLES (CLOCK_HZ / 1000u)

static const char *const BUTTONS[] = {"START", "ROLL", "SCRAP", "SHUFFLE", "OK"};
#define BUTTON_COUNT 5
#define FIRST_BUTTON_BIT 2 /* D2 */
#define DISPLAY_CLK_BIT 7  /* D7 */
#define DISPLAY_DIO_BIT 5  /* C5 = A5 */

static avr_t *avr;
static uart_pty_t pty;
static uint8_t buttons_down; /* bit i: BUTTONS[i] held */
static uint64_t slept_cycles;
static uint32_t random_state;
static int powered;

/* xorshift32: the ADC's noise, seeded from the command line. */
static uint32_t next_random(void) {
  uint32_t x = random_state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  random_state = x;
  return x;
}

static uint64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/*
 * Port D as the buttons leave it: a released button reads high (the pull-up), a held
 * one low. Set both as the port's external default (kept when the firmware rewrites
 * PORTD or DDRD) and on the pins themselves (at once). D7, the display's CLK, reads
 * high: no module is wired here.
 */
static void apply_buttons(void) {
  uint8_t mask = (uint8_t)(0x1f << FIRST_BUTTON_BIT) | (1u << DISPLAY_CLK_BIT);
  uint8_t value = (uint8_t)((~buttons_down & 0x1f) << FIRST_BUTTON_BIT) | (1u << DISPLAY_CLK_BIT);
  avr_ioport_external_t external = {.name = 'D', .mask = mask, .value = value};
  avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL('D'), &external);
  for (int i = 0; i < BUTTON_COUNT; i++) {
    avr_irq_t *pin = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), FIRST_BUTTON_BIT + i);
    avr_raise_irq(pin, (buttons_down >> i) & 1 ? 0 : 1);
  }
}

/* Without a display module its DIO line (A5) reads high through the pull-up. */
static void release_display_lines(void) {
  avr_ioport_external_t external = {
      .name = 'C', .mask = 1u << DISPLAY_DIO_BIT, .value = 1u << DISPLAY_DIO_BIT};
  avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL('C'), &external);
  avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('C'), DISPLAY_DIO_BIT), 1);
  avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('D'), DISPLAY_CLK_BIT), 1);
}

/*
 * At the start of each conversion: fresh values on the inputs (millivolts). A floating
 * pin wanders around mid-scale; the temperature sensor reads about 314 mV (25 °C) with
 * a couple of millivolts of noise.
 */
static void adc_started(struct avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)value;
  (void)param;
  for (int channel = 0; channel < 8; channel++) {
    uint32_t millivolts = 1875 + next_random() % 1250;
    avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC0 + channel), millivolts);
  }
  avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_TEMP), 312 + next_random() % 5);
}

/* The core asks to sleep until its next timer: count it, and let the main loop pace. */
static void count_sleep(avr_t *sleeping, avr_cycle_count_t how_long) {
  (void)sleeping;
  slept_cycles += how_long + 1;
}

static int button_index(const char *name) {
  for (int i = 0; i < BUTTON_COUNT; i++)
    if (strcmp(name, BUTTONS[i]) == 0) return i;
  return -1;
}

static double simulated_ms(avr_cycle_count_t cycle) {
  return (double)cycle * 1000.0 / CLOCK_HZ;
}

/* A `hold` ends: the button (its index in param) is let go, on the cycle it was due. */
static avr_cycle_count_t release_held(avr_t *at, avr_cycle_count_t when, void *param) {
  (void)at;
  int i = (int)(intptr_t)param;
  buttons_down &= (uint8_t)~(1u << i);
  apply_buttons();
  printf("released %s at %.3f\n", BUTTONS[i], simulated_ms(when));
  return 0;
}

static avr_cycle_count_t wait_over(avr_t *at, avr_cycle_count_t when, void *param) {
  (void)at;
  (void)param;
  printf("WAITED at %.3f\n", simulated_ms(when));
  return 0;
}

/* Milliseconds of simulated time as cycles, or 0 when the text is no whole number 1-600000. */
static avr_cycle_count_t cycles_of(const char *text) {
  char *end;
  unsigned long ms = strtoul(text, &end, 10);
  if (*text == 0 || *end != 0 || ms == 0 || ms > 600000) return 0;
  return (avr_cycle_count_t)ms * (CLOCK_HZ / 1000u);
}

/* One command line; returns 0 to stop. */
static int command(char *line) {
  char verb[16] = "", name[16] = "", amount[16] = "";
  int fields = sscanf(line, "%15s %15s %15s", verb, name, amount);
  if (fields <= 0) return 1;
  if (strcmp(verb, "quit") == 0) return 0;
  if (strcmp(verb, "run") == 0) {
    powered = 1;
    return 1;
  }
  if (strcmp(verb, "stats") == 0) {
    printf("STATS ms=%.3f cycles=%llu slept=%llu\n", (double)avr->cycle * 1000.0 / CLOCK_HZ,
           (unsigned long long)avr->cycle, (unsigned long long)slept_cycles);
    return 1;
  }
  if (fields == 2 && strcmp(verb, "wait") == 0 && cycles_of(name) > 0) {
    avr_cycle_timer_register(avr, cycles_of(name), wait_over, NULL);
    return 1;
  }
  if (fields == 3 && strcmp(verb, "hold") == 0 && button_index(name) >= 0 && cycles_of(amount) > 0) {
    int i = button_index(name);
    buttons_down |= (uint8_t)(1u << i);
    apply_buttons();
    printf("press %s at %.3f\n", name, simulated_ms(avr->cycle));
    avr_cycle_timer_register(avr, cycles_of(amount), release_held, (void *)(intptr_t)i);
    return 1;
  }
  if (fields == 2 && (strcmp(verb, "press") == 0 || strcmp(verb, "release") == 0)) {
    int i = button_index(name);
    if (i >= 0) {
      if (verb[0] == 'p')
        buttons_down |= (uint8_t)(1u << i);
      else
        buttons_down &= (uint8_t)~(1u << i);
      apply_buttons();
      printf("%s %s at %.3f\n", verb, name, (double)avr->cycle * 1000.0 / CLOCK_HZ);
      return 1;
    }
  }
  fprintf(stderr, "box: unknown command: %s\n", line);
  return 1;
}

/* Reads what stdin has (it is non-blocking); returns 0 at its end or on `quit`. */
static int read_commands(void) {
  static char buffer[256];
  static size_t used;
  for (;;) {
    ssize_t n = read(STDIN_FILENO, buffer + used, sizeof(buffer) - 1 - used);
    if (n == 0) return 0;
    if (n < 0) return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
    used += (size_t)n;
    buffer[used] = 0;
    char *end;
    while ((end = strchr(buffer, '\n')) != NULL) {
      *end = 0;
      int go_on = command(buffer);
      size_t rest = used - (size_t)(end + 1 - buffer);
      memmove(buffer, end + 1, rest);
      used = rest;
      buffer[used] = 0;
      if (!go_on) return 0;
    }
    if (used == sizeof(buffer) - 1) used = 0; /* a line too long: dropped */
  }
}

static int load_hex(const char *path) {
  ihex_chunk_p chunks = NULL;
  int count = read_ihex_chunks(path, &chunks);
  if (count <= 0) {
    fprintf(stderr, "box: cannot read Intel HEX %s\n", path);
    return -1;
  }
  uint32_t end = 0;
  for (int i = 0; i < count; i++) {
    if (chunks[i].baseaddr + chunks[i].size > avr->flashend + 1u) {
      fprintf(stderr, "box: %s does not fit the flash\n", path);
      return -1;
    }
    avr_loadcode(avr, chunks[i].data, chunks[i].size, chunks[i].baseaddr);
    if (chunks[i].baseaddr + chunks[i].size > end) end = chunks[i].baseaddr + chunks[i].size;
  }
  avr->codeend = end;
  free_ihex_chunks(chunks);
  return 0;
}

int main(int argc, char **argv) {
  const char *hex = NULL;
  int paced = 1, verbose = 0, hold = 0;
  random_state = 1;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
      random_state = (uint32_t)strtoul(argv[++i], NULL, 10) | 1u;
    else if (strcmp(argv[i], "--fast") == 0)
      paced = 0;
    else if (strcmp(argv[i], "--verbose") == 0)
      verbose = 1;
    else if (strcmp(argv[i], "--hold") == 0)
      hold = 1;
    else
      hex = argv[i];
  }
  if (!hex) {
    fprintf(stderr, "usage: box FIRMWARE.hex [--seed N] [--hold] [--fast] [--verbose]\n");
    return 2;
  }
  setvbuf(stdout, NULL, _IOLBF, 0);

  avr = avr_make_mcu_by_name("atmega328p");
  if (!avr) return 1;
  avr_init(avr);
  avr->frequency = CLOCK_HZ;
  avr->vcc = avr->avcc = avr->aref = 5000;
  avr->log = verbose ? LOG_TRACE : LOG_ERROR;
  if (load_hex(hex) != 0) return 1;
  avr->sleep = count_sleep;

  apply_buttons();
  release_display_lines();
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_OUT_TRIGGER),
                          adc_started, NULL);

  uart_pty_init(avr, &pty);
  uart_pty_connect(&pty, '0');
  /* uart_pty_connect also points /tmp/simavr-uart0 at the pty: a path every box shares.
   * Ours is printed instead; the link is removed if it is still ours. */
  char target[PATH_MAX];
  ssize_t length = readlink("/tmp/simavr-uart0", target, sizeof(target) - 1);
  if (length > 0) {
    target[length] = 0;
    if (strcmp(target, pty.pty.slavename) == 0) unlink("/tmp/simavr-uart0");
  }
  printf("PTY %s\n", pty.pty.slavename);

  if (hold) {
    char line[64];
    do {
      if (!fgets(line, sizeof(line), stdin)) return 0;
    } while (strncmp(line, "run", 3) != 0);
  }
  fcntl(STDIN_FILENO, F_SETFL, fcntl(STDIN_FILENO, F_GETFL) | O_NONBLOCK);
  const uint64_t started = now_ns();
  avr_cycle_count_t next_check = 0;
  int state = cpu_Running;
  for (;;) {
    state = avr_run(avr);
    if (state == cpu_Done || state == cpu_Crashed) break;
    if (avr->cycle < next_check) continue;
    next_check = avr->cycle + CHECK_CYCLES;
    if (!read_commands()) break;
    if (paced) {
      /* simavr runs as fast as it can: wait while it is ahead of the wall clock. */
      uint64_t simulated = (uint64_t)avr->cycle * 1000u / (CLOCK_HZ / 1000000u);
      uint64_t wall = now_ns() - started;
      if (simulated > wall + 200000u) {
        uint64_t ahead = simulated - wall;
        struct timespec pause = {(time_t)(ahead / 1000000000u), (long)(ahead % 1000000000u)};
        nanosleep(&pause, NULL);
      }
    }
  }
  if (state == cpu_Done || state == cpu_Crashed)
    fprintf(stderr, "box: the simulation stopped (%s) at %.3f ms\n",
            state == cpu_Done ? "done: sleeping with interrupts off, or exit" : "crashed",
            (double)avr->cycle * 1000.0 / CLOCK_HZ);
  uart_pty_stop(&pty);
  return state == cpu_Crashed ? 1 : 0;
}
