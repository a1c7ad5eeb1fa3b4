import sys
print("closing")
sys.exit("fatal: config missing")
