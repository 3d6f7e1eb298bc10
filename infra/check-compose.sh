#!/usr/bin/env bash
# Validates docker-compose.yml without a Docker engine, with every Compose CLI found
# (`docker compose` v2 and/or docker-compose v1), and checks that:
#   1. the file is valid when the required variables are set;
#   2. it lists the infrastructure the product needs (the services themselves are checked
#      against services/registry.ts by infra/compose.test.ts);
#   3. it refuses to render, naming the variable, when a required variable is missing.
# The operator's own .env is never read: each run gets an empty --env-file and an environment
# without the product's variables. Exits non-zero on the first failure.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
compose_file="$repo_root/docker-compose.yml"
required_vars=(JWT_SECRET STAFF_ADMIN_USERNAME STAFF_ADMIN_PASSWORD PUBLIC_BASE_URL)
expected_services=(mongo redis gateway worker)

work_dir="$(mktemp -d)"
trap 'rm -rf "$work_dir"' EXIT
empty_env="$work_dir/empty.env"
: >"$empty_env"

clis=()
if docker compose version >/dev/null 2>&1; then clis+=("docker compose"); fi
if command -v docker-compose >/dev/null 2>&1; then clis+=("docker-compose"); fi
if [ "${#clis[@]}" -eq 0 ]; then
  echo "check-compose: FAIL: neither 'docker compose' nor 'docker-compose' is installed" >&2
  exit 1
fi

failures=0
pass() { echo "  ok   $*"; }
fail() {
  echo "  FAIL $*" >&2
  failures=$((failures + 1))
}

# compose CLI [VAR=value...] -- ARGS...: runs the CLI on the repo's file from an empty directory
# (so no .env is picked up), with only the given product variables set.
compose() {
  local cli="$1"
  shift
  local assignments=()
  while [ "$1" != "--" ]; do
    assignments+=("$1")
    shift
  done
  shift
  # shellcheck disable=SC2086 # "$cli" is "docker compose" or "docker-compose" on purpose
  (cd "$work_dir" && env -u JWT_SECRET -u STAFF_ADMIN_USERNAME -u STAFF_ADMIN_PASSWORD -u PUBLIC_BASE_URL \
    ${assignments[@]+"${assignments[@]}"} \
    $cli --project-directory "$repo_root" -f "$compose_file" --env-file "$empty_env" "$@")
}

all_set=(JWT_SECRET=check STAFF_ADMIN_USERNAME=check STAFF_ADMIN_PASSWORD=check PUBLIC_BASE_URL=https://check.example)

for cli in "${clis[@]}"; do
  echo "check-compose: $cli ($($cli version --short 2>/dev/null || $cli version | head -n 1)) on $compose_file"

  if out="$(compose "$cli" "${all_set[@]}" -- config -q 2>&1)"; then
    pass "config -q with ${required_vars[*]} set"
  else
    fail "config -q with ${required_vars[*]} set:"
    echo "$out" | sed 's/^/       /' >&2
  fi

  if services="$(compose "$cli" "${all_set[@]}" -- config --services 2>&1)"; then
    for service in "${expected_services[@]}"; do
      if grep -qx "$service" <<<"$services"; then
        pass "service '$service' is defined"
      else
        fail "service '$service' is missing (found: $(echo "$services" | tr '\n' ' '))"
      fi
    done
  else
    fail "config --services:"
    echo "$services" | sed 's/^/       /' >&2
  fi

  for missing in "${required_vars[@]}"; do
    partial=()
    for assignment in "${all_set[@]}"; do
      [ "${assignment%%=*}" = "$missing" ] || partial+=("$assignment")
    done
    if out="$(compose "$cli" "${partial[@]}" -- config -q 2>&1)"; then
      fail "config -q accepted the file without $missing"
    elif grep -q "set $missing in .env" <<<"$out"; then
      pass "without $missing it stops with: $(grep -o "set $missing in .env[^'\"}]*" <<<"$out" | tail -n 1)"
    else
      fail "without $missing it failed, but not with the expected message:"
      echo "$out" | sed 's/^/       /' >&2
    fi
  done
done

if [ "$failures" -gt 0 ]; then
  echo "check-compose: $failures check(s) failed" >&2
  exit 1
fi
echo "check-compose: all checks passed"
