print("done early")
raise SystemExit
print("never")
