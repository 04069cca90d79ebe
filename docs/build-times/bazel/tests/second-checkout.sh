#!/bin/bash
set -u
cd "$(git rev-parse --show-toplevel)"
Scripts/bazel-cache start --port 9093 --dir /tmp/bzc-tests
for c in A B; do
  rm -rf /tmp/ck$c; mkdir -p /tmp/ck$c
  tar --exclude=./.build --exclude='./.build-*' --exclude=./Tools/.build --exclude=./.git --exclude='./bazel-*' -cf - . | tar -xf - -C /tmp/ck$c
done
for c in A B; do
  echo "== checkout $c"
  cd /tmp/ck$c
  start=$(date +%s.%N)
  bazel --output_base=/tmp/ob$c test --remote_cache=http://127.0.0.1:9093 //... 2>&1 | grep -E "PASSED|FAILED|Executed|processes|Elapsed" | sed 's/  */ /g'
  end=$(date +%s.%N); echo "wall: $(echo "$end - $start" | bc) s"
  bazel --output_base=/tmp/ob$c shutdown
done
cd "$(git rev-parse --show-toplevel)"; Scripts/bazel-cache stop --dir /tmp/bzc-tests
