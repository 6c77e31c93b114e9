#!/bin/sh
# One-shot (compose's temporal-namespace job, temporalio/admin-tools): the
# namespace Cerebro runs in, with 30 days of retention (a session's history
# must outlive its follow-up), and the search attributes the workflows keep
# current (workflows.SearchAttributeTypes), so an operator can run
# `temporal workflow list --query 'ConsulteeId=42'`. Safe to run again.
set -eu
ns="${TEMPORAL_NAMESPACE:-default}"
addr="${TEMPORAL_ADDRESS:-temporal:7233}"
until temporal operator cluster health --address "$addr" >/dev/null 2>&1; do sleep 2; done
temporal operator namespace describe -n "$ns" --address "$addr" >/dev/null 2>&1 ||
  temporal operator namespace create -n "$ns" --retention 30d --address "$addr"
temporal operator namespace update -n "$ns" --retention 30d --address "$addr"
for attr in ConsulteeId:Int ConsultantId:Int InvoiceStatus:Keyword SessionPhase:Keyword; do
  temporal operator search-attribute create -n "$ns" --address "$addr" \
    --name "${attr%%:*}" --type "${attr##*:}" 2>/dev/null || echo "search attribute ${attr%%:*} exists"
done
# The frontend learns new search attributes when its namespace cache
# refreshes, seconds later; until then it refuses a workflow started with
# them (a checkout names its parties from the start), so wait for them.
until temporal workflow list -n "$ns" --address "$addr" --limit 1 \
  --query 'ConsulteeId = 0 AND ConsultantId = 0 AND InvoiceStatus = "" AND SessionPhase = ""' >/dev/null 2>&1; do
  sleep 1
done
temporal operator search-attribute list -n "$ns" --address "$addr"
